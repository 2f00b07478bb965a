// @docusaurus/constants: the id of a plugin instance configured without one.
export const DEFAULT_PLUGIN_ID = 'default';
