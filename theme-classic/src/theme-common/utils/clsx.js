// Tiny class-name joiner, with the `clsx` package's semantics and exports: every import of
// 'clsx' resolves here.
function toVal(mix) {
  let str = '';
  if (typeof mix === 'string' || typeof mix === 'number') {
    str += mix;
  } else if (mix && typeof mix === 'object') {
    if (Array.isArray(mix)) {
      for (let i = 0; i < mix.length; i++) {
        if (mix[i]) {
          const y = toVal(mix[i]);
          if (y) {
            str && (str += ' ');
            str += y;
          }
        }
      }
    } else {
      for (const k in mix) {
        if (mix[k]) {
          str && (str += ' ');
          str += k;
        }
      }
    }
  }
  return str;
}

export default function clsx(...args) {
  let str = '';
  for (let i = 0; i < args.length; i++) {
    if (args[i]) {
      const x = toVal(args[i]);
      if (x) {
        str && (str += ' ');
        str += x;
      }
    }
  }
  return str;
}

export {clsx};
