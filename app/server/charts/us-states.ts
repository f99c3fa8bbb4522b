// The US map's shapes (docs/decisions/0050): us-atlas's states-albers-10m.json (the Census Bureau's
// cartographic boundaries, public domain; already projected with d3.geoAlbersUsa, Alaska and Hawaii
// inset, to a 975×610 viewport), read once per process and turned into SVG path strings by d3-geo's
// geoPath through a geoIdentity fitted to the chart's width. The file stays on the server: pages get
// path strings, never the TopoJSON.
import fs from "node:fs";
import { createRequire } from "node:module";
import { geoIdentity, geoPath } from "d3-geo";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { UsMapGeometry } from "~/components/charts/us-state-map";

type StateProperties = { name: string };
type UsAtlas = Topology<{ states: GeometryCollection<StateProperties>; nation: GeometryCollection }>;

/** The map is drawn this wide (viewBox units); its height follows the atlas's proportions. */
export const US_MAP_WIDTH = 640;

let atlas: UsAtlas | null = null;
const geometries = new Map<number, UsMapGeometry>();

function readAtlas(): UsAtlas {
  atlas ??= JSON.parse(fs.readFileSync(createRequire(import.meta.url).resolve("us-atlas/states-albers-10m.json"), "utf8")) as UsAtlas;
  return atlas;
}

/**
 * Every state's outline (and DC's), keyed by its FIPS code as a number (the states table's id). About
 * 70 KB of path text (18 KB compressed), made once per width and process.
 */
export function usMapGeometry(width = US_MAP_WIDTH): UsMapGeometry {
  const cached = geometries.get(width);
  if (cached) return cached;
  const topology = readAtlas();
  const states = feature(topology, topology.objects.states);
  const nation = feature(topology, topology.objects.nation);
  // The atlas's own viewport is 975×610: keep its proportions at the chart's width.
  const height = Math.round((width * 610) / 975);
  const projection = geoIdentity().fitSize([width, height], nation);
  // Whole units: at the drawn size a unit is about a pixel, and the page carries a third less.
  const path = geoPath(projection).digits(0);
  const geometry: UsMapGeometry = {
    width,
    height,
    states: states.features
      .map((state) => ({ fips: Number(state.id), name: state.properties.name, d: path(state) ?? "" }))
      .sort((a, b) => a.fips - b.fips),
  };
  geometries.set(width, geometry);
  return geometry;
}
