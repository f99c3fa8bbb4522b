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

export function packCounties(counties: readonly CountyOption[]): PackedOptions {
  return counties.map((c) => `${c.id}\t${c.name}`).join("\n") as PackedOptions;
}

/** The states, unpacked (the same list is unpacked once and shared, so it is frozen). */
export const unpackStates = remembered((packed: PackedOptions): readonly StateOption[] =>
  Object.freeze(lines(packed).map(([id, name, abbreviation]) => Object.freeze({ id: Number(id), name, abbreviation }))),
);

/** A state's counties, unpacked (shared and frozen like the states). */
export const unpackCounties = remembered((packed: PackedOptions): readonly CountyOption[] =>
  Object.freeze(lines(packed).map(([id, name]) => Object.freeze({ id: Number(id), name }))),
);

function lines(packed: string): string[][] {
  return packed ? packed.split("\n").map((line) => line.split("\t")) : [];
}

/** The same few lists are unpacked on every page view (the states on every browse page). */
function remembered<T>(unpack: (packed: PackedOptions) => T): (packed: PackedOptions) => T {
  const kept = new Map<string, T>();
  return (packed) => {
    let value = kept.get(packed);
    if (value === undefined) {
      value = unpack(packed);
      if (kept.size >= 100) kept.delete(kept.keys().next().value!);
      kept.set(packed, value);
    }
    return value;
  };
}
