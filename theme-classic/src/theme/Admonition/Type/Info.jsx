import IconAdmonition from '@theme/Admonition/Icon/Info';
import createAdmonitionType from '../createAdmonitionType.jsx';

export default createAdmonitionType({
  type: 'info',
  infimaClassName: 'alert alert--info',
  Icon: IconAdmonition,
});
