package sitefs

import "strings"

// Private tells whether a slash-separated path inside a static folder or a build names what
// is never published: environment files (.env, .env.local, …) and version control folders
// (.git, .hg, .svn). Docusaurus copies every file of static/, dotfiles included; these hold
// secrets and a repository's history, and no page needs them. Other dotfiles (.well-known/,
// .nojekyll, .htaccess) are copied and served as Docusaurus does, and so are the templates of
// environment files that repositories commit for their readers (.env.example), which docs
// import to show.
func Private(rel string) bool {
	for _, seg := range strings.Split(rel, "/") {
		switch {
		case seg == ".git" || seg == ".hg" || seg == ".svn":
			return true
		case seg == ".env" || strings.HasPrefix(seg, ".env.") && !envTemplate[seg]:
			return true
		}
	}
	return false
}

// envTemplate are the names of environment files that hold no secrets by convention: the
// templates a repository commits.
var envTemplate = map[string]bool{".env.example": true, ".env.sample": true, ".env.template": true, ".env.dist": true}
