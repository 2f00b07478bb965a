// Code blocks in a row whose meta says `tab` become one <Tabs> with a <TabItem> per block,
// labelled with the block's language, under a heading of their own; the document gets the
// import of @theme/Tabs and @theme/TabItem, with the ES tree MDX compiles it from.
function importOf(name) {
  return {
    type: 'ImportDeclaration',
    specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
    source: { type: 'Literal', value: `@theme/${name}`, raw: `'@theme/${name}'` },
  };
}

function attribute(name, value) {
  return { type: 'mdxJsxAttribute', name, value };
}

function isTab(node) {
  return node.type === 'code' && /(^|\s)tab(\s|$)/.test(node.meta || '');
}

module.exports = function codeTabs() {
  return (tree) => {
    const children = [];
    let used = false;
    for (let i = 0; i < tree.children.length; i++) {
      if (!isTab(tree.children[i])) {
        children.push(tree.children[i]);
        continue;
      }
      const items = [];
      for (; i < tree.children.length && isTab(tree.children[i]); i++) {
        const code = tree.children[i];
        const meta = code.meta.replace(/(^|\s)tab(?=\s|$)/, '').trim();
        items.push({
          type: 'mdxJsxFlowElement',
          name: 'TabItem',
          attributes: [attribute('value', code.lang), attribute('label', code.lang.toUpperCase())],
          children: [{ ...code, meta: meta || null }],
        });
      }
      i--;
      used = true;
      children.push({ type: 'heading', depth: 3, children: [{ type: 'text', value: 'Choose a package manager' }] });
      children.push({ type: 'mdxJsxFlowElement', name: 'Tabs', attributes: [], children: items });
    }
    if (used) {
      children.unshift({
        type: 'mdxjsEsm',
        value: "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';",
        data: { estree: { type: 'Program', sourceType: 'module', body: [importOf('Tabs'), importOf('TabItem')] } },
      });
    }
    tree.children = children;
  };
};
