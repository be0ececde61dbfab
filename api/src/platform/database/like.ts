/**
 * A LIKE pattern for "contains this text": the text's own `%`, `_` and `\` match themselves, so a
 * shopper or member of staff searching for "50%" finds "50%" and not everything.
 */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
