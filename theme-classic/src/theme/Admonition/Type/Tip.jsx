import IconAdmonition from '@theme/Admonition/Icon/Tip';
import AdmonitionLayout from '@theme/Admonition/Layout';
import {createAdmonitionType} from '@docusaurus/theme-common/internal';

export default createAdmonitionType({
  type: 'tip',
  infimaClassName: 'alert alert--success',
  Icon: IconAdmonition,
  Layout: AdmonitionLayout,
});
