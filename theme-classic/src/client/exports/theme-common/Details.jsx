// @docusaurus/theme-common/Details: the unstyled collapsible <details>.
export {Details} from '../../../theme-common/components/Details.jsx';
