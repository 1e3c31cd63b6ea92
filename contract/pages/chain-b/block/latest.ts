/**
 * The height param that asks for the newest block (`/chain-b/blocks/latest`): the page searches
 * for the head and then shows it at its own height. Not a height, so it sends no first calls. Its
 * own module, so the header's link to it brings no validation code into the shell.
 */
export const LATEST_HEIGHT = 'latest';
