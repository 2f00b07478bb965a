// @docusaurus/useIsomorphicLayoutEffect: useLayoutEffect in the browser, useEffect on the server.
export {useIsomorphicLayoutEffect as default} from '../../theme-common/utils/reactUtils.jsx';
