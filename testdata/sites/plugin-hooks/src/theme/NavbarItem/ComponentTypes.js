import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import StatusNavbarItem from '@site/src/components/StatusNavbarItem';

export default {
  ...ComponentTypes,
  'custom-status': StatusNavbarItem,
};
