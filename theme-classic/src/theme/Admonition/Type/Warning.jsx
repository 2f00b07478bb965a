import IconAdmonition from '@theme/Admonition/Icon/Warning';
import createAdmonitionType from '../createAdmonitionType.jsx';

export default createAdmonitionType({
  type: 'warning',
  infimaClassName: 'alert alert--warning',
  Icon: IconAdmonition,
});
