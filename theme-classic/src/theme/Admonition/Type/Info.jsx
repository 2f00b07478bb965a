import IconAdmonition from '@theme/Admonition/Icon/Info';
import AdmonitionLayout from '@theme/Admonition/Layout';
import {createAdmonitionType} from '@docusaurus/theme-common/internal';

export default createAdmonitionType({
  type: 'info',
  infimaClassName: 'alert alert--info',
  Icon: IconAdmonition,
  Layout: AdmonitionLayout,
});
