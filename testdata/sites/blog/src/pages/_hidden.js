export default function Hidden() {
  return null; // files starting with _ are not pages
}
