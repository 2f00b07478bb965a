import IconAdmonition from '@theme/Admonition/Icon/Warning';
import createAdmonitionType from '../createAdmonitionType.jsx';

export default createAdmonitionType({
  type: 'caution',
  infimaClassName: 'alert alert--warning',
  Icon: IconAdmonition,
});
