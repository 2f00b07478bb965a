// Package i18n reads a site's translations for the locale being built: the theme's labels
// (Docusaurus's own translations, then the site's code.json) and the navbar and footer
// labels of themeConfig. Docs translations are the docs plugin's (plugins/docs).
package i18n

import (
	"encoding/json"
	"fmt"
)

// ReadMessages reads a Docusaurus translation file: an object of
// {"key": {"message": "…", "description": "…"}}.
func ReadMessages(data []byte) (map[string]string, error) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, fmt.Errorf(`must be a JSON object of {"key": {"message": "…"}}`)
	}
	out := make(map[string]string, len(raw))
	for k, v := range raw {
		var entry struct {
			Message *string `json:"message"`
		}
		if err := json.Unmarshal(v, &entry); err != nil || entry.Message == nil {
			return nil, fmt.Errorf(`%q must be {"message": "…"}, got %s`, k, v)
		}
		out[k] = *entry.Message
	}
	return out, nil
}
