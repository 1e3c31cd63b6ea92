import '@testing-library/jest-dom/vitest';

// jsdom lacks scrollTo; the router's scroll restoration calls it.
if (typeof window !== 'undefined') {
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
}
