// A tag unique to this moment for names tests make up (handles, e-mail addresses, titles): the clock
// in base 36. A handle may not hold more than 6 digits together (it would read as a phone number,
// app/domain/handles.ts), and the clock in base 36 sometimes has 7 ("edsellermx1620383f" was refused
// in CI): a letter breaks every run of 4 digits.
export function clockTag(): string {
  return breakDigitRuns(Date.now().toString(36));
}

/** `text` with a "q" after every 4 digits in a row that are followed by another. */
export function breakDigitRuns(text: string): string {
  return text.replace(/(\d{4})(?=\d)/g, "$1q");
}
