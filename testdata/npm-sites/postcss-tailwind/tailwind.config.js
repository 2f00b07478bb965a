/** Tailwind scans the pages and components for the classes they use. */
module.exports = {
  content: ['./src/**/*.{js,jsx}', './docs/**/*.{md,mdx}'],
  corePlugins: { preflight: false },
};
