// The helper (see jsrt.NodeCalls.CallWith) that runs a content plugin instance's remark plugins
// in the Node process of its config, as Docusaurus's MDX loader runs them, on one markdown file:
// called with the instance's options and {key, file, text, mdx, skip}, where skip names the
// plugins gosaurus carries out itself ({remarkPlugins: [index]}). It answers null where the
// plugins changed nothing, else {text, toc}: the file's text to compile, and the text whose
// headings make the table of contents, null when it is text. Docusaurus's toc plugin runs
// between beforeDefaultRemarkPlugins and remarkPlugins, so the table of contents has the
// headings as the former left them. The top-level blocks the plugins left alone keep their
// text to the byte; the others are written back as markdown (MDX when mdx) by
// mdast-util-to-markdown with the parser's own extensions, for gosaurus to compile.
async (options, arg, {state, require}) => {
  const {createRequire} = await import('node:module');
  const {pathToFileURL} = await import('node:url');

  // The packages are the site's, as Docusaurus's loader has them: found from the site, then
  // from @docusaurus/mdx-loader and the @mdx-js/mdx it uses.
  const requires = [require];
  for (const pkg of ['@docusaurus/mdx-loader', '@mdx-js/mdx']) {
    try {
      requires.push(createRequire(requires.at(-1).resolve(pkg)));
    } catch {}
  }
  const load = async (name) => {
    for (const r of requires.toReversed()) {
      let file;
      try {
        file = r.resolve(name);
      } catch {
        continue;
      }
      return import(pathToFileURL(file).href);
    }
    throw new Error(`running the remark plugins needs the package ${name}, which @docusaurus/mdx-loader installs; run npm install in the site`);
  };

  const processor = async () => {
    const {unified} = await load('unified');
    const p = unified().use((await load('remark-parse')).default);
    if (arg.mdx) {
      p.use((await load('remark-mdx')).default);
      p.use((await load('@slorber/remark-comment')).default);
    }
    p.use((await load('remark-directive')).default);
    p.use((await load('remark-gfm')).default);
    // Between the two lists, where Docusaurus's headings and toc plugins run, the tree of each
    // file is handed to the function tocPoint holds for it.
    const tocPoint = new WeakMap();
    for (const list of ['beforeDefaultRemarkPlugins', 'remarkPlugins']) {
      if (list === 'remarkPlugins') p.use(() => (tree) => tocPoint.get(tree)?.(tree));
      (options[list] ?? []).forEach((entry, i) => {
        if (arg.skip[list]?.includes(i)) return;
        const [plugin, ...params] = Array.isArray(entry) ? entry : [entry];
        p.use(plugin, ...params);
      });
    }
    const {toMarkdown} = await load('mdast-util-to-markdown');
    return {p, toMarkdown, tocPoint};
  };
  state.remark ??= new Map();
  if (!state.remark.has(arg.key)) state.remark.set(arg.key, processor());
  const {p, toMarkdown, tocPoint} = await state.remark.get(arg.key);

  // Docusaurus compiles the text after the front matter.
  const head = /^---\r?\n(?:[\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/.exec(arg.text)?.[0] ?? '';
  const body = arg.text.slice(head.length);
  // As Docusaurus's loader does before parsing, a heading's {#id} is escaped: MDX would read
  // it as an expression. inserted are the offsets of the body where a backslash went in.
  const inserted = [];
  const value = body.replace(/^(#{1,6}[ \t].*?)(\{#[^{}\n]*\}[ \t]*)$/gm, (_, heading, id, offset) => {
    inserted.push(offset + heading.length);
    return `${heading}\\${id}`;
  });
  const escapedID = /^(#{1,6}[ \t].*?)\\(\{#[^{}\n]*\}[ \t]*)$/gm; // as written back
  const offset = (o) => o - inserted.filter((at, k) => at + k < o).length;
  const file = {path: arg.file, value};
  let tree;
  try {
    tree = p.parse(file);
  } catch {
    return null; // gosaurus's compiler reports what does not parse, with its line
  }
  // Docusaurus gives headings their ids after beforeDefaultRemarkPlugins, before
  // remarkPlugins: a heading the latter add has none and is in no table of contents. Written
  // as JSX (MDX only), it is so here.
  const headings = new Set();
  const walk = (node) => {
    if (node.type === 'heading') headings.add(node);
    node.children?.forEach(walk);
  };
  const withoutIDs = (node) => {
    if (node.type === 'heading' && arg.mdx && !headings.has(node)) {
      return {type: 'paragraph', children: [{type: 'mdxJsxTextElement', name: `h${node.depth}`, attributes: [], children: node.children}]};
    }
    return node.children ? {...node, children: node.children.map(withoutIDs)} : node;
  };
  const shape = (node) => JSON.stringify(node, (k, v) => (k === 'position' || k === 'data' ? undefined : v));
  const before = new Map(tree.children.map((node, i) => [node, {i, shape: shape(node), start: offset(node.position.start.offset), end: offset(node.position.end.offset)}]));
  // written is the text of the tree, null when it is the file's.
  const written = () => {
    const kept = tree.children.map((node) => {
      const b = before.get(node);
      return b && b.shape === shape(node) ? b : null;
    });
    if (kept.length === before.size && kept.every((b, i) => b && b.i === i)) return null;
    const extensions = p.data('toMarkdownExtensions') ?? [];
    let out = '';
    kept.forEach((b, j) => {
      const prev = kept[j - 1];
      if (j === 0) out += b?.i === 0 ? body.slice(0, b.start) : '';
      else out += b && prev && prev.i === b.i - 1 ? body.slice(prev.end, b.start) : '\n\n';
      out += b ? body.slice(b.start, b.end) : toMarkdown({type: 'root', children: [withoutIDs(tree.children[j])]}, {extensions}).replace(/\n+$/, '').replace(escapedID, '$1$2');
    });
    const last = kept.at(-1);
    out += last && last.i === before.size - 1 ? body.slice(last.end) : '\n';
    return head + out;
  };
  walk(tree);
  let toc = null;
  tocPoint.set(tree, () => {
    walk(tree);
    toc = written();
  });
  await p.run(tree, file);
  const text = written();
  if (text === null && toc === null) return null;
  return {text: text ?? arg.text, toc: toc === text ? null : (toc ?? arg.text)};
}
