import IconAdmonition from '@theme/Admonition/Icon/Warning';
import AdmonitionLayout from '@theme/Admonition/Layout';
import {createAdmonitionType} from '@docusaurus/theme-common/internal';

export default createAdmonitionType({
  type: 'caution',
  infimaClassName: 'alert alert--warning',
  Icon: IconAdmonition,
  Layout: AdmonitionLayout,
});
