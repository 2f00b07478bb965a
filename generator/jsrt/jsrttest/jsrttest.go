// Package jsrttest holds what tests of the site's JavaScript (configs, sidebars files) share.
package jsrttest

import (
	"testing"
	"time"
)

// Within runs load, failing the test when it has not returned after limit: a config or a
// sidebars file that runs away (a cycle in its value once made its conversion to plain data
// endless; a loop may use up memory) must end in an error, not hang the test.
func Within(t *testing.T, limit time.Duration, load func() error) error {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- load() }()
	select {
	case err := <-done:
		return err
	case <-time.After(limit):
		t.Fatalf("still running after %s", limit)
		return nil
	}
}
