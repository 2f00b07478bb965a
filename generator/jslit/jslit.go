// Package jslit writes plain data as JavaScript literals for generated modules.
package jslit

import (
	"bytes"
	"encoding/json"
)

// protoKey is how JSON writes a "__proto__" key. In JSON.parse it is a key like any other, but
// in an object literal of JavaScript source it sets the object's prototype instead; the
// computed form ["__proto__"] makes it an own property again.
var protoKey = []byte(`"__proto__":`)

// Marshal encodes v as JSON that means the same data when it is JavaScript source: front
// matter with a __proto__ key stays a plain key. JSON escapes <, > and & and the Unicode line
// separators, so the result is safe anywhere in a module. A quote inside a string is escaped,
// so the key's pattern matches keys only.
func Marshal(v any) ([]byte, error) {
	b, err := json.Marshal(v)
	if err != nil || !bytes.Contains(b, protoKey) {
		return b, err
	}
	return bytes.ReplaceAll(b, protoKey, []byte(`["__proto__"]:`)), nil
}
