import IconAdmonition from '@theme/Admonition/Icon/Note';
import createAdmonitionType from '../createAdmonitionType.jsx';

export default createAdmonitionType({
  type: 'note',
  infimaClassName: 'alert alert--secondary',
  Icon: IconAdmonition,
});
