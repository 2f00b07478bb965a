package jsrt

import "testing"

// A config's memory limit is GOSAURUS_CONFIG_MEMORY_MB, else the heap limit NODE_OPTIONS gives
// Node, in either spelling, else 1024 MB; a value that is no number of MB is refused.
func TestMemoryLimit(t *testing.T) {
	for _, c := range []struct {
		env     map[string]string
		want    int
		wantErr string
	}{
		{map[string]string{}, 1024, ""},
		{map[string]string{"NODE_OPTIONS": "--enable-source-maps"}, 1024, ""},
		{map[string]string{"NODE_OPTIONS": "--max-semi-space-size=16"}, 1024, ""},
		{map[string]string{"NODE_OPTIONS": "--trace-warnings --max_old_space_size=4096"}, 4096, ""},
		{map[string]string{"NODE_OPTIONS": "--max-old-space-size=8192", "GOSAURUS_CONFIG_MEMORY_MB": "300"}, 300, ""},
		{map[string]string{"GOSAURUS_CONFIG_MEMORY_MB": "2G"}, 0, `GOSAURUS_CONFIG_MEMORY_MB is "2G"; set it to a whole number of MB, such as 2048`},
		{map[string]string{"GOSAURUS_CONFIG_MEMORY_MB": "0"}, 0, `GOSAURUS_CONFIG_MEMORY_MB is "0"; set it to a whole number of MB, such as 2048`},
	} {
		got, err := memoryLimitMB(c.env)
		gotErr := ""
		if err != nil {
			gotErr = err.Error()
		}
		if got != c.want || gotErr != c.wantErr {
			t.Errorf("memoryLimitMB(%v) = %d, %q; want %d, %q", c.env, got, gotErr, c.want, c.wantErr)
		}
	}
}
