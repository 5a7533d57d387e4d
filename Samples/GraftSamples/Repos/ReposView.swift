import Graft

/// The seed article's reusable rendering view (`002`): one row per repository, name
/// (headline) over description (subheadline).
public struct ReposView: View {
  let repos: [Repo]

  public init(repos: [Repo]) {
    self.repos = repos
  }

  public var body: some View {
    ForEach(repos) { repo in
      HStack(alignment: .top) {
        VStack(alignment: .leading) {
          Text(repo.name)
            .font(.headline)
          Text(repo.description ?? "")
            .font(.subheadline)
        }
      }
    }
  }
}
