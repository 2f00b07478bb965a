// Package plugintest holds what the plugins' tests check the same way in each plugin.
package plugintest

import (
	"encoding/json"
	"testing"

	"gosaurus/plugins/plugin"
)

// SharedContent is the content s shares as a JavaScript plugin receives it, JSON, once s has
// been checked to share it under the instance id.
func SharedContent(t *testing.T, s plugin.ContentSharer, id string) []byte {
	t.Helper()
	if got := s.InstanceID(); got != id {
		t.Errorf("InstanceID() = %q, want %q", got, id)
	}
	data, err := json.Marshal(s.Content())
	if err != nil {
		t.Fatal(err)
	}
	return data
}
