/**
 * The attributes of a field that takes machine text (an address, a hash, an id, a URL): a phone
 * must not capitalise, correct, spell-check or autofill it, or a pasted address changes under the
 * user's fingers.
 */
export const CODE_INPUT = {
  autoComplete: 'off',
  autoCapitalize: 'off',
  autoCorrect: 'off',
  spellCheck: false,
} as const;
