// Package i18n reads a site's translations for the locale being built: the theme's labels
// (Docusaurus's own translations, then the site's code.json) and the navbar and footer
// labels of themeConfig. Docs translations are the docs plugin's (plugins/docs).
package i18n

import (
	"encoding/json"
	"fmt"
	"os"
)

// ReadMessagesFile reads the translation file at file, as ReadMessages: none, and no error,
// when there is no such file; a file that is not one is an error naming it relative to siteDir.
func ReadMessagesFile(siteDir, file string) (map[string]string, error) {
	data, err := os.ReadFile(file)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	m, err := ReadMessages(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", rel(siteDir, file), err)
	}
	return m, nil
}

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
