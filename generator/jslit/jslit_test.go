package jslit

import (
	"testing"

	"github.com/dop251/goja"
)

// TestProtoKeyStaysData evaluates the literal: a __proto__ key of the data is an own property,
// never the object's prototype; strings that spell the key are left as they are.
func TestProtoKeyStaysData(t *testing.T) {
	v := map[string]any{"__proto__": map[string]any{"polluted": "yes"}, "s": `"__proto__":`, "list": []any{map[string]any{"__proto__": 1}}}
	b, err := Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	vm := goja.New()
	res, err := vm.RunString(`const o = ` + string(b) + `;
[o.polluted === undefined, Object.getPrototypeOf(o) === Object.prototype, Object.keys(o).includes("__proto__"),
 o.__proto__ !== undefined && Object.getOwnPropertyDescriptor(o, "__proto__").value.polluted === "yes",
 o.s === '"__proto__":', Object.getOwnPropertyDescriptor(o.list[0], "__proto__").value === 1].join()`)
	if err != nil {
		t.Fatalf("%s: %v", b, err)
	}
	if got := res.String(); got != "true,true,true,true,true,true" {
		t.Errorf("%s evaluates to %s, want all true", b, got)
	}
}
