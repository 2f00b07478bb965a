package blog

import (
	"strconv"

	"gosaurus/generator/content"
)

// ListOptions say how post lists are paginated and titled.
type ListOptions struct {
	PageBasePath    string
	PostsPerPage    int // 0: all posts on one page
	BlogTitle       string
	BlogDescription string
}

// ListPage is one page of a post list.
type ListPage struct {
	Posts    []*Post
	Metadata ListMetadata
}

// ListMetadata is a list page's metadata as the theme reads it.
type ListMetadata struct {
	Permalink       string `json:"permalink"`
	Page            int    `json:"page"`
	PostsPerPage    int    `json:"postsPerPage"`
	TotalPages      int    `json:"totalPages"`
	TotalCount      int    `json:"totalCount"`
	PreviousPage    string `json:"previousPage,omitempty"`
	NextPage        string `json:"nextPage,omitempty"`
	BlogDescription string `json:"blogDescription"`
	BlogTitle       string `json:"blogTitle"`
}

// Paginate splits posts into pages of PostsPerPage: the first at base, the next at
// base/<pageBasePath>/2, … There is always a first page, even without posts.
func Paginate(posts []*Post, base string, opts ListOptions) []ListPage {
	per := opts.PostsPerPage
	if per <= 0 {
		per = max(len(posts), 1)
	}
	n := max(1, (len(posts)+per-1)/per)
	permalink := func(page int) string {
		if page == 0 {
			return base
		}
		return content.URL(base, opts.PageBasePath, strconv.Itoa(page+1))
	}
	pages := make([]ListPage, n)
	for i := range pages {
		m := ListMetadata{Permalink: permalink(i), Page: i + 1, PostsPerPage: per, TotalPages: n, TotalCount: len(posts),
			BlogDescription: opts.BlogDescription, BlogTitle: opts.BlogTitle}
		if i > 0 {
			m.PreviousPage = permalink(i - 1)
		}
		if i < n-1 {
			m.NextPage = permalink(i + 1)
		}
		pages[i] = ListPage{Posts: posts[i*per : min((i+1)*per, len(posts))], Metadata: m}
	}
	return pages
}

// Sidebar is the blog sidebar: the most recent posts.
type Sidebar struct {
	Title string        `json:"title"`
	Items []SidebarItem `json:"items"`
}

// SidebarItem is a post in the blog sidebar.
type SidebarItem struct {
	Title     string `json:"title"`
	Permalink string `json:"permalink"`
	Unlisted  bool   `json:"unlisted"`
	Date      string `json:"date"`
}

// sidebar lists the first blogSidebarCount posts, unlisted ones included (the theme shows
// those only on their own page), titled by sidebar_label when they have one.
func sidebar(posts []*Post, opts Options) Sidebar {
	n := len(posts)
	if opts.BlogSidebarCount >= 0 {
		n = min(n, opts.BlogSidebarCount)
	}
	s := Sidebar{Title: opts.BlogSidebarTitle, Items: []SidebarItem{}}
	for _, p := range posts[:n] {
		s.Items = append(s.Items, SidebarItem{Title: stringOr(p.FrontMatter["sidebar_label"], p.Title), Permalink: p.Permalink,
			Unlisted: p.Unlisted, Date: p.Metadata()["date"].(string)})
	}
	return s
}
