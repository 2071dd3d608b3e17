import { defineConfig } from 'vite'

// The server serves the page at `/explorer` and these files at `/explorer/assets/`: the page
// names them relative to itself (`explorer/assets/...`), so a path prefix in front of the server
// keeps working; the scripts name each other relatively.
export default defineConfig({
  base: './',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No inline script anywhere: the page's policy is `script-src 'self'`.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    target: 'es2022',
  },
  experimental: {
    renderBuiltUrl: (filename, { hostType }) => (hostType === 'html' ? `explorer/${filename}` : { relative: true }),
  },
})
