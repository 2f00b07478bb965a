import IconAdmonition from '@theme/Admonition/Icon/Danger';
import createAdmonitionType from '../createAdmonitionType.jsx';

export default createAdmonitionType({
  type: 'danger',
  infimaClassName: 'alert alert--danger',
  Icon: IconAdmonition,
});
