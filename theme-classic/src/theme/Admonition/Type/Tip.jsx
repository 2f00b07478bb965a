import IconAdmonition from '@theme/Admonition/Icon/Tip';
import createAdmonitionType from '../createAdmonitionType.jsx';

export default createAdmonitionType({
  type: 'tip',
  infimaClassName: 'alert alert--success',
  Icon: IconAdmonition,
});
