import IconAdmonition from '@theme/Admonition/Icon/Danger';
import AdmonitionLayout from '@theme/Admonition/Layout';
import {createAdmonitionType} from '@docusaurus/theme-common/internal';

export default createAdmonitionType({
  type: 'danger',
  infimaClassName: 'alert alert--danger',
  Icon: IconAdmonition,
  Layout: AdmonitionLayout,
});
