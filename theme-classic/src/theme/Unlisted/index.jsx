// Docusaurus 3.0 to 3.4 named the unlisted banner @theme/Unlisted; 3.5 moved it to
// @theme/ContentVisibility/Unlisted. Components swizzled before then still import this name.
export {default} from '@theme/ContentVisibility/Unlisted';
