import MDXComponents from '@theme-init/MDXComponents';
import PresetNote from '@theme/PresetNote';

// The note is available to every document without an import.
export default { ...MDXComponents, PresetNote };
