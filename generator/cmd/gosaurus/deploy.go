package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"

	"gosaurus/generator/config"
	"gosaurus/generator/jsrt"
	"gosaurus/generator/output"
	"gosaurus/generator/sitefs"
)

// deployCommand is `docusaurus deploy`: build the site, then push the build to the branch
// GitHub Pages serves, from a clone in a temporary folder that it removes afterwards. It reads
// the config's organizationName, projectName, deploymentBranch, githubHost and githubPort and
// the environment variables Docusaurus reads, with the same precedence.
func deployCommand(fs *flag.FlagSet, con *console) func([]string) error {
	locales := localesFlag(fs, "build and deploy this `locale` alone; once per locale, or several after one --locale (default: every locale)")
	out := fs.String("out-dir", "", "the build `folder` to deploy (default <siteDir>/build)")
	cfgFile := configFlag(fs)
	skipBuild := fs.Bool("skip-build", false, "deploy the build folder as it is, without building first")
	targetDir := fs.String("target-dir", ".", "the `folder` of the deployment branch the build replaces, from its root")
	return func(args []string) error {
		siteDir, err := siteFolder(args)
		if err != nil {
			return err
		}
		if !filepath.IsLocal(*targetDir) && filepath.Clean(*targetDir) != "." {
			return fmt.Errorf("--target-dir %s: give a folder inside the deployment branch, such as docs", *targetDir)
		}
		cfg, err := config.LoadFor(siteDir, config.Build{File: *cfgFile, OutDir: *out}, jsrt.Options{})
		if err != nil {
			return err
		}
		cfg.Close()
		d, err := planDeploy(con, cfg)
		if err != nil || d == nil {
			return err
		}
		outDir := cfg.OutDir
		if outDir == "" {
			outDir = filepath.Join(cfg.SiteDir, "build")
		}
		if !*skipBuild {
			opts, err := buildOptions(args, con)
			if err != nil {
				return err
			}
			nodeEnv("production")
			opts.OutDir, opts.Locales, opts.ConfigFile = outDir, *locales, *cfgFile
			if _, err := build(con, opts, true); err != nil {
				return fmt.Errorf("the build failed, so nothing was deployed: %w", err)
			}
		} else if sitefs.Empty(outDir) {
			return fmt.Errorf("--skip-build: %s holds no build to deploy; build first, or leave out --skip-build", outDir)
		}
		return d.push(outDir, *targetDir)
	}
}

// deployment is where and how a build is pushed.
type deployment struct {
	con          *console
	siteDir      string
	org, project string
	branch       string // the deployment branch
	host         string // GitHub's host
	repoURL      string // the deployment repository, with its credentials
	commit       string // the source commit the build is made from
}

// env is a variable of the environment as JavaScript's process.env.X ?? fallback reads it: a
// variable set to "" counts as set.
func env(name string, fallback func() string) string {
	if v, ok := os.LookupEnv(name); ok {
		return v
	}
	return fallback()
}

// siteString is a string field of the site's config, "" when it has none.
func siteString(cfg *config.Config, key string) string {
	switch v := cfg.Site[key].(type) {
	case string:
		return v
	case float64:
		return fmt.Sprint(v)
	}
	return ""
}

// planDeploy checks, before anything is built, what Docusaurus's deploy checks, and works out
// where the build goes. A pull request's CI run deploys nothing: nil, and no error.
func planDeploy(con *console, cfg *config.Config) (*deployment, error) {
	file := filepath.Base(cfg.File)
	if cfg.TrailingSlash == nil {
		con.Printf("[gosaurus] warning: when deploying to GitHub Pages, set trailingSlash in %s: otherwise GitHub Pages redirects a page opened directly to its URL with a trailing slash, which changes relative links and search engines' view of the site\n", file)
	}
	con.Printf("[gosaurus] deploy: invoked\n")
	if _, err := exec.LookPath("git"); err != nil {
		return nil, errors.New("git is not installed, or not on the PATH")
	}
	d := &deployment{con: con, siteDir: cfg.SiteDir}
	source, err := d.git(cfg.SiteDir, false, "remote", "get-url", "origin")
	if err != nil {
		return nil, fmt.Errorf("the site's repository has no remote origin (`git remote get-url origin` failed): %w", err)
	}
	sourceBranch := env("CURRENT_BRANCH", func() string {
		b, _ := d.git(cfg.SiteDir, false, "rev-parse", "--abbrev-ref", "HEAD")
		return b
	})
	gitUser := os.Getenv("GIT_USER")
	useSSH := strings.ToLower(os.Getenv("USE_SSH")) == "true"
	if gitUser == "" && !useSSH {
		if _, set := os.LookupEnv("USE_SSH"); !set && sshURL(source) {
			useSSH = true
		} else {
			return nil, errors.New("set the GIT_USER environment variable (with GIT_PASS for a password or token), or USE_SSH=true to push over SSH")
		}
	}
	d.org = env("ORGANIZATION_NAME", func() string {
		return env("CIRCLE_PROJECT_USERNAME", func() string { return siteString(cfg, "organizationName") })
	})
	if d.org == "" {
		return nil, fmt.Errorf("no organizationName: set it in %s, or the ORGANIZATION_NAME environment variable", file)
	}
	con.Printf("[gosaurus] organizationName: %s\n", d.org)
	d.project = env("PROJECT_NAME", func() string {
		return env("CIRCLE_PROJECT_REPONAME", func() string { return siteString(cfg, "projectName") })
	})
	if d.project == "" {
		return nil, fmt.Errorf("no projectName: set it in %s, or the PROJECT_NAME environment variable", file)
	}
	con.Printf("[gosaurus] projectName: %s\n", d.project)
	if env("CI_PULL_REQUEST", func() string { return os.Getenv("CIRCLE_PULL_REQUEST") }) != "" {
		con.Printf("[gosaurus] a pull request: nothing is deployed\n")
		return nil, nil
	}
	_, branchSet := os.LookupEnv("DEPLOYMENT_BRANCH")
	if strings.Contains(d.project, ".github.io") && !branchSet && siteString(cfg, "deploymentBranch") == "" {
		return nil, fmt.Errorf("%s is a GitHub Pages organization site, whose branch is its repository's default one: say which with the DEPLOYMENT_BRANCH environment variable (main or master) or deploymentBranch in %s", d.project, file)
	}
	d.branch = env("DEPLOYMENT_BRANCH", func() string {
		if b := siteString(cfg, "deploymentBranch"); b != "" {
			return b
		}
		return "gh-pages"
	})
	con.Printf("[gosaurus] deploymentBranch: %s\n", d.branch)
	d.host = env("GITHUB_HOST", func() string {
		if h := siteString(cfg, "githubHost"); h != "" {
			return h
		}
		return "github.com"
	})
	port := env("GITHUB_PORT", func() string { return siteString(cfg, "githubPort") })
	if useSSH {
		d.repoURL = fmt.Sprintf("git@%s:%s/%s.git", d.host, d.org, d.project)
		if port != "" {
			d.repoURL = fmt.Sprintf("ssh://git@%s:%s/%s/%s.git", d.host, port, d.org, d.project)
		}
	} else {
		credentials := gitUser
		if pass := os.Getenv("GIT_PASS"); pass != "" {
			credentials += ":" + pass
		}
		hostPort := d.host
		if port != "" {
			hostPort += ":" + port
		}
		d.repoURL = fmt.Sprintf("https://%s@%s/%s/%s.git", credentials, hostPort, d.org, d.project)
	}
	con.Printf("[gosaurus] remote repository: %s\n", hidePass(d.repoURL))
	crossRepo := !strings.HasSuffix(source, d.org+"/"+d.project+".git")
	if sourceBranch == d.branch && !crossRepo {
		return nil, fmt.Errorf("the site's branch %s is the deployment branch: deploy from another branch", sourceBranch)
	}
	if d.commit, err = d.git(cfg.SiteDir, true, "rev-parse", "HEAD"); err != nil {
		return nil, fmt.Errorf("the site's repository has no commit to deploy from: %w", err)
	}
	return d, nil
}

// sshURL tells whether a git remote's URL is SSH's: ssh://…, or git@host:path.
func sshURL(remote string) bool {
	if u, err := url.Parse(remote); err == nil && u.Scheme != "" {
		return u.Scheme == "ssh"
	}
	return scpLike.MatchString(remote)
}

var scpLike = regexp.MustCompile(`^(?:[\w-]+@)?[\w.-]+:[\w./-]+`)

// hidePass replaces GIT_PASS in what is shown.
func hidePass(s string) string {
	if pass := os.Getenv("GIT_PASS"); pass != "" {
		return strings.ReplaceAll(s, pass, "GIT_PASS")
	}
	return s
}

// git runs git in dir and returns its output, trimmed; logged, it says the command and its
// exit status.
func (d *deployment) git(dir string, logged bool, args ...string) (string, error) {
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = os.Environ()
	if !d.con.interactive {
		cmd.Env = append(cmd.Env, "GIT_TERMINAL_PROMPT=0") // no question where nobody answers
	}
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	if logged && cmd.ProcessState != nil { // nil: git did not start, which err says
		d.con.Printf("[gosaurus] git %s: exit %d\n", hidePass(strings.Join(args, " ")), cmd.ProcessState.ExitCode())
	}
	if err != nil {
		msg := strings.TrimSpace(hidePass(errOut.String()))
		if msg == "" {
			msg = err.Error()
		}
		return "", fmt.Errorf("git %s: %s", hidePass(strings.Join(args, " ")), msg)
	}
	return strings.TrimSpace(out.String()), nil
}

// push clones the deployment repository into a temporary folder, replaces targetDir of the
// deployment branch with the build in outDir, commits and pushes; the folder is removed after.
func (d *deployment) push(outDir, targetDir string) error {
	clone, err := os.MkdirTemp("", d.project+"-"+d.branch+"-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(clone)
	if _, err := d.git(clone, true, "clone", "--depth", "1", "--branch", d.branch, d.repoURL, clone); err != nil {
		// No such branch yet: it starts from the repository's default branch.
		if _, err := d.git(clone, true, "clone", "--depth", "1", d.repoURL, clone); err != nil {
			return err
		}
		if _, err := d.git(clone, true, "checkout", "-b", d.branch); err != nil {
			return err
		}
	}
	if _, err := d.git(clone, false, "rm", "-r", "-f", "-q", "--ignore-unmatch", "--", targetDir); err != nil {
		return err
	}
	lock, err := output.TryLock(outDir) // no build replaces it while it is copied
	if err != nil {
		return err
	}
	err = copyBuild(outDir, filepath.Join(clone, targetDir))
	lock.Release()
	if err != nil {
		return fmt.Errorf("copying the build %s into the clone: %w", outDir, err)
	}
	if _, err := d.git(clone, true, "add", "--all"); err != nil {
		return err
	}
	for _, c := range [][2]string{{"GIT_USER_NAME", "user.name"}, {"GIT_USER_EMAIL", "user.email"}} {
		if v := os.Getenv(c[0]); v != "" {
			if _, err := d.git(clone, true, "config", c[1], v); err != nil {
				return err
			}
		}
	}
	message := env("CUSTOM_COMMIT_MESSAGE", func() string { return "Deploy website - based on " + d.commit })
	if _, err := d.git(clone, true, "commit", "-m", message, "--allow-empty"); err != nil {
		return fmt.Errorf("%w\n(git needs a name and an email to commit: GIT_USER_NAME and GIT_USER_EMAIL set them)", err)
	}
	if _, err := d.git(clone, true, "push", "--force", "origin", d.branch); err != nil {
		return fmt.Errorf("%w\ngit push failed: does the account pushing (GIT_USER, or your SSH key) have write access to %s/%s?", err, d.org, d.project)
	}
	site := fmt.Sprintf("https://%s/pages/%s/%s/", d.host, d.org, d.project) // GitHub Enterprise
	if d.host == "github.com" {
		site = fmt.Sprintf("https://%s.github.io/%s/", d.org, d.project)
		if strings.Contains(d.project, ".github.io") {
			site = fmt.Sprintf("https://%s.github.io/", d.org)
		}
	}
	d.con.Printf("[gosaurus] deployed: the site is live at %s\n", site)
	return nil
}

// copyBuild copies the build folder into the clone's target folder, leaving out the mark of a
// gosaurus build folder and a repository folder the build may hold (the clone's own .git is
// not the build's to replace).
func copyBuild(from, to string) error {
	return sitefs.CopyTree(from, to, func(rel string, d fs.DirEntry) bool {
		return rel == output.Marker || d.IsDir() && d.Name() == ".git"
	})
}
