/** Built by the token-list plugin in vite.config.ts from @uniswap/default-token-list. */
declare module 'virtual:token-list' {
  /** One loader per chain (hex id) the list covers among the app's chains; rows as in tokenListCompact.ts. */
  export const loaders: Readonly<
    Record<string, () => Promise<{ default: readonly (readonly [string, string, string, number, string | null])[] }>>
  >;
}
