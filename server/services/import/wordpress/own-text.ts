// Text kept for the whole import, made a string of its own. V8 keeps a string alive as long as any
// slice of it lives: an address read out of a body (a slice of the body's HTML) kept in the report
// kept the whole body, and a field saxes read (a slice of the ~100 KB chunk it was reading) kept in
// the export's index kept its chunk, so memory grew with the file. Slicing a string joined to another
// copies it first, so what comes back holds only this text.
export function ownText(text: string): string {
  return ` ${text}`.slice(1);
}
