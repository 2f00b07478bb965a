// Each word of options.terms in the text becomes an <abbr> whose title spells it out.
module.exports = function abbreviations({ terms }) {
  const words = new RegExp(`\\b(${Object.keys(terms).join('|')})\\b`);
  const split = (node) => {
    const out = [];
    let text = node.value;
    for (let m = words.exec(text); m; m = words.exec(text)) {
      if (m.index > 0) out.push({ type: 'text', value: text.slice(0, m.index) });
      out.push({
        type: 'mdxJsxTextElement',
        name: 'abbr',
        attributes: [{ type: 'mdxJsxAttribute', name: 'title', value: terms[m[1]] }],
        children: [{ type: 'text', value: m[1] }],
      });
      text = text.slice(m.index + m[1].length);
    }
    if (text) out.push({ type: 'text', value: text });
    return out;
  };
  const walk = (node) => {
    if (!node.children || node.name === 'abbr') return;
    node.children = node.children.flatMap((child) => (child.type === 'text' && words.test(child.value) ? split(child) : [child]));
    node.children.forEach(walk);
  };
  return walk;
};
