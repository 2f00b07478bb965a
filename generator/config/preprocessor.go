package config

import (
	"fmt"
	"sync"

	"github.com/dop251/goja"

	"gosaurus/generator/jsrt"
)

// preprocessor returns markdown.preprocessor of the config value v as a Go function that calls
// it in the config's runtime, or nil when the config has none. A goja runtime runs one call at
// a time, so calls from the parallel content loaders take turns.
func preprocessor(file string, l *jsrt.Loader, v goja.Value) (func(string, []byte) ([]byte, error), error) {
	obj, ok := v.(*goja.Object)
	if !ok {
		return nil, nil
	}
	md, ok := obj.Get("markdown").(*goja.Object)
	if !ok {
		return nil, nil
	}
	pre := md.Get("preprocessor")
	if pre == nil || goja.IsUndefined(pre) || goja.IsNull(pre) {
		return nil, nil
	}
	fn, ok := goja.AssertFunction(pre)
	if !ok {
		return nil, &Error{File: rel(file), Key: "markdown.preprocessor", Msg: fmt.Sprintf("must be a function ({filePath, fileContent}) => string, got %s", describeValue(pre))}
	}
	var mu sync.Mutex
	return func(file string, src []byte) ([]byte, error) {
		mu.Lock()
		defer mu.Unlock()
		rt := l.Runtime()
		arg := rt.NewObject()
		_ = arg.Set("filePath", file)
		_ = arg.Set("fileContent", string(src))
		out, err := l.Call(fn, arg)
		if err != nil {
			return nil, fmt.Errorf("markdown.preprocessor failed: %w", err)
		}
		s, ok := out.Export().(string)
		if !ok {
			return nil, fmt.Errorf("markdown.preprocessor must return a string, got %s", describeValue(out))
		}
		return []byte(s), nil
	}, nil
}

func describeValue(v goja.Value) string {
	if v == nil || goja.IsUndefined(v) {
		return "undefined"
	}
	if goja.IsNull(v) {
		return "null"
	}
	return fmt.Sprintf("%T", v.Export())
}
