// How wide a label will be, to place it where it fits: the charts' 12-unit text (app/styles/charts.css)
// averages about 0.55 of its size a character in the sans-serif fonts the site uses; erring wide keeps
// a label off its neighbours.
export const textWidth = (text: string, size = 12) => Math.ceil(text.length * size * 0.56);
