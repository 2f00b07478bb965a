// Pass-through component, to swizzle and customize the title.
export default function CodeBlockTitle({children}) {
  return children;
}
