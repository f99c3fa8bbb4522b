// A long list of reference options (the states, a state's counties) carried in a page's loader
// data as one tab-and-newline separated string instead of an array of objects: the same facts,
// but React Router serialises one string instead of hundreds of small objects on every page
// view, which was a tenth of a search page's server time (docs/decisions/0025-render-cost.md).
// Names of states and counties contain neither a tab nor a newline.

export type PackedOptions = string & { readonly packed: unique symbol };

type StateOption = { id: number; name: string; abbreviation: string };
type CountyOption = { id: number; name: string };

export function packStates(states: readonly StateOption[]): PackedOptions {
  return states.map((s) => `${s.id}\t${s.name}\t${s.abbreviation}`).join("\n") as PackedOptions;
}

export function unpackStates(packed: PackedOptions): StateOption[] {
  return lines(packed).map(([id, name, abbreviation]) => ({ id: Number(id), name, abbreviation }));
}

export function packCounties(counties: readonly CountyOption[]): PackedOptions {
  return counties.map((c) => `${c.id}\t${c.name}`).join("\n") as PackedOptions;
}

export function unpackCounties(packed: PackedOptions): CountyOption[] {
  return lines(packed).map(([id, name]) => ({ id: Number(id), name }));
}

function lines(packed: string): string[][] {
  return packed ? packed.split("\n").map((line) => line.split("\t")) : [];
}
