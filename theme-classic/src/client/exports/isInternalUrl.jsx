export {hasProtocol, isInternalUrl as default} from '../../theme-common/utils/pathUtils.js';
