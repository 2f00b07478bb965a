import IconAdmonition from '@theme/Admonition/Icon/Note';
import AdmonitionLayout from '@theme/Admonition/Layout';
import {createAdmonitionType} from '@docusaurus/theme-common/internal';

export default createAdmonitionType({
  type: 'note',
  infimaClassName: 'alert alert--secondary',
  Icon: IconAdmonition,
  Layout: AdmonitionLayout,
});
