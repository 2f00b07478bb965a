package config

import (
	"fmt"
	"slices"
)

// preprocessor returns markdown.preprocessor of the config as a Go function that calls it
// where the config ran, in its runtime or in its Node process (see function), or nil when the
// config has none.
func (cfg *Config) preprocessor(file string, ev *evaluated) (func(string, []byte) ([]byte, error), error) {
	md, _ := ev.raw["markdown"].(map[string]any)
	if v, ok := md["preprocessor"]; ok && v != nil && !slices.Contains(ev.dropped, "markdown.preprocessor") {
		return nil, &Error{File: rel(file), Key: "markdown.preprocessor", Msg: fmt.Sprintf("must be a function ({filePath, fileContent}) => string, got %T", v)}
	}
	fn := cfg.function(ev, "markdown.preprocessor")
	if fn == nil {
		return nil, nil
	}
	return func(file string, src []byte) ([]byte, error) {
		out, err := fn([]any{map[string]any{"filePath": file, "fileContent": string(src)}})
		if err != nil {
			return nil, fmt.Errorf("markdown.preprocessor failed: %w", err)
		}
		s, ok := out[0].(string)
		if !ok {
			return nil, fmt.Errorf("markdown.preprocessor must return a string, got %T", out[0])
		}
		return []byte(s), nil
	}, nil
}
