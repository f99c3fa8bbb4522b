// How wide a label will be, to place it where it fits: the charts' 12-unit text (app/styles/charts.css)
// averages about 0.56 of its size a character in the sans-serif fonts the site uses, bold about 0.62;
// erring wide keeps a label off its neighbours.
export const textWidth = (text: string, size = 12, bold = false) => Math.ceil(text.length * size * (bold ? 0.62 : 0.56));
