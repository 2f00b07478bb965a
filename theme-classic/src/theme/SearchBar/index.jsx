// Placeholder: search plugins provide @theme/SearchBar (swizzle it in the
// site's src/theme/SearchBar to add one).
export default function SearchBar() {
  return null;
}
